import { TidFilterSchema } from '../../domain/enums';
import type { TidFilter } from '../../domain/enums';
import { tidFilterTexter } from '../../texts/labels';
import { oversiktTexter } from '../../texts/privat';
import { Fieldset } from '../../ui/Fieldset';

/** The time filter (HISTORISK, AKTUELL, GILTIG, or none) as radio buttons. */
export function TidFilterVal({
  varde,
  onChange,
}: {
  varde: TidFilter | undefined;
  onChange: (tid: TidFilter | undefined) => void;
}) {
  const val: { varde: TidFilter | undefined; etikett: string }[] = [
    { varde: undefined, etikett: oversiktTexter.allaTider },
    ...TidFilterSchema.options.map((tid) => ({ varde: tid, etikett: tidFilterTexter[tid] })),
  ];
  return (
    <Fieldset legend={oversiktTexter.tidFilter}>
      <div className="choice-group--inline">
        {val.map((v) => (
          <label key={v.etikett} className="choice">
            <input
              type="radio"
              name="tid"
              checked={varde === v.varde}
              onChange={() => onChange(v.varde)}
            />
            {v.etikett}
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
