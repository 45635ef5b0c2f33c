import { TidFilterSchema } from '../../domain/enums';
import type { TidFilter } from '../../domain/enums';
import { tidFilterTexter } from '../../texts/labels';
import { oversiktTexter } from '../../texts/privat';
import { RadioVal } from '../../ui/RadioVal';

/** The option that sets no time filter. */
const ALLA = 'alla';

/** The time filter (HISTORISK, AKTUELL, GILTIG, or none) as radio buttons side by side. */
export function TidFilterVal({
  varde,
  onChange,
}: {
  varde: TidFilter | undefined;
  onChange: (tid: TidFilter | undefined) => void;
}) {
  const alternativ = [
    { id: ALLA, etikett: oversiktTexter.allaTider },
    ...TidFilterSchema.options.map((tid) => ({ id: tid, etikett: tidFilterTexter[tid] })),
  ];
  return (
    <RadioVal
      namn="tid"
      legend={oversiktTexter.tidFilter}
      alternativ={alternativ}
      vald={varde ?? ALLA}
      onVal={(id) => onChange(id === ALLA ? undefined : TidFilterSchema.parse(id))}
      inline
    />
  );
}
