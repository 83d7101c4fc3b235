import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../src-shared/contract';
import { api, ApiCallError } from '../../api/client';

export type ShellBuild = MethodOutput<'rules.shell.build'>;
export type ShellCharts = MethodOutput<'rules.shell.charts'>;

/** Calm enough not to call on every keystroke, quick enough to feel live. */
const DEBOUNCE_MS = 180;

export interface LiveBuild {
  /** The last sheet the server could price; kept while a half-typed value is refused. */
  build: ShellBuild | null;
  /** Why the current draft could not be priced (a field off its range, say); null when it was. */
  error: ApiCallError | Error | null;
  /** True while the build shown is for an older draft. */
  pending: boolean;
}

/** Prices the draft against the campaign's budgets as the GM types; never saves anything. */
export function useLiveBuild(campaignId: number | null, sheet: Record<string, unknown>): LiveBuild {
  const key = JSON.stringify(sheet);
  const [state, setState] = useState<LiveBuild>({ build: null, error: null, pending: true });

  useEffect(() => {
    if (campaignId === null) return;
    let current = true;
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      api.rules.shell
        .build({ campaignId, sheet: JSON.parse(key) })
        .then((build) => current && setState({ build, error: null, pending: false }))
        .catch((error: Error) => current && setState((s) => ({ build: s.build, error, pending: false })));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [campaignId, key]);

  return state;
}

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
