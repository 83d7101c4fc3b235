import { MAX_MAP_SIDE, TERRAINS, type HexTerrain } from '../../../src-shared/hexmap';
import type { Region } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';
import { FormProblems } from '../../components/forms/FormProblems';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useWilderness } from '../../stores/wilderness';

type Draft = { name: string; width: string; height: string; hexMiles: string; terrain: string };

const sizeFields = (form: ReturnType<typeof useContractForm<'hexmap.create', Draft>> | ReturnType<typeof useContractForm<'hexmap.resize', Draft>>) => (
  <>
    <label className="field">
      <span>Width (hexes)</span>
      <input inputMode="numeric" {...form.text('width')} />
      <FieldError {...form.errorProps('width')} />
    </label>
    <label className="field">
      <span>Height (hexes)</span>
      <input inputMode="numeric" {...form.text('height')} />
      <FieldError {...form.errorProps('height')} />
    </label>
    <label className="field">
      <span>Miles a hex</span>
      <input inputMode="decimal" {...form.text('hexMiles')} />
      <FieldError {...form.errorProps('hexMiles')} />
    </label>
    <label className="field">
      <span>Terrain of new hexes</span>
      <select {...form.text('terrain')}>
        {TERRAINS.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </label>
  </>
);

/** A new region of the size and scale the GM picks, up to the map's limit a side. */
export function NewRegionForm({ campaignId, onDone }: { campaignId: number; onDone(): void }) {
  const form = useContractForm('hexmap.create', {
    initial: { name: '', width: '30', height: '20', hexMiles: '6', terrain: 'clear' } as Draft,
    toInput: (d) => ({
      campaignId,
      name: String(d.name),
      width: asNumber(d.width) as number,
      height: asNumber(d.height) as number,
      hexMiles: asNumber(d.hexMiles) as number,
      terrain: d.terrain as HexTerrain,
    }),
    send: (input) => useWilderness.getState().createRegion(input),
    onDone,
  });
  return (
    <form className="region-size" {...form.formProps} aria-label="New region">
      <h3>New region (up to {MAX_MAP_SIDE} hexes a side)</h3>
      <label className="field">
        <span>Name</span>
        <input autoFocus {...form.text('name')} />
        <FieldError {...form.errorProps('name')} />
      </label>
      {sizeFields(form)}
      <FormProblems form={form} />
      <button type="submit" className="primary" disabled={form.busy}>
        Create region
      </button>
    </form>
  );
}

/** The open region's size and scale: what is painted stays where it fits. */
export function ResizeRegionForm({ region, onDone }: { region: Region; onDone(): void }) {
  const form = useContractForm('hexmap.resize', {
    initial: { name: region.name, width: String(region.width), height: String(region.height), hexMiles: String(region.hexMiles), terrain: 'clear' } as Draft,
    toInput: (d) => ({
      regionId: region.id,
      width: asNumber(d.width) as number,
      height: asNumber(d.height) as number,
      hexMiles: asNumber(d.hexMiles) as number,
      terrain: d.terrain as HexTerrain,
    }),
    send: (input) => useWilderness.getState().resizeRegion(input),
    onDone,
  });
  return (
    <form className="region-size" {...form.formProps} aria-label={`Resize ${region.name}`}>
      <h3>Resize {region.name}</h3>
      <p className="hint">Painted hexes, labels and notes stay where they fit; a smaller map cuts off its right and bottom edges.</p>
      {sizeFields(form)}
      <FormProblems form={form} />
      <button type="submit" className="primary" disabled={form.busy}>
        Resize
      </button>
    </form>
  );
}
