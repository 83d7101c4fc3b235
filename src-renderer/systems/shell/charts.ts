import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../src-shared/contract';
import { api } from '../../api/client';

/** What the server works out from a Shell sheet: prices, budgets, figures and problems. */
export type ShellBuild = MethodOutput<'rules.shell.build'>;
export type ShellCharts = MethodOutput<'rules.shell.charts'>;

let chartsRequest: Promise<ShellCharts> | null = null;

/** The attribute chart and price lists, asked for once per session. */
export function useShellCharts(): ShellCharts | null {
  const [charts, setCharts] = useState<ShellCharts | null>(null);
  useEffect(() => {
    let current = true;
    chartsRequest ??= api.rules.shell.charts();
    chartsRequest.then(
      (c) => current && setCharts(c),
      () => {
        chartsRequest = null;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return charts;
}
