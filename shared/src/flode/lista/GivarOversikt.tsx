import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import type { Fullmaktsgivare } from '../../domain/parties';
import { fullmaktStore } from '../../store/fullmakt-store';
import { handlingTexter } from '../../texts/ui';
import { useFlode } from '../flode-context';
import { valjGivare } from '../valj-givare';
import { BegaranLista } from './BegaranLista';
import { FullmaktLista } from './FullmaktLista';
import { UtkastLista } from './UtkastLista';
import { Button } from '../../ui/Button';
import { ButtonRow } from '../../ui/ButtonRow';

/**
 * The body of a grantor's overview (a private person's or an organisation's): 'Skapa
 * fullmakt', which starts an empty wizard with the principal, the open requests for a
 * power (issue 32), the drafts, and the powers
 * given with every §4 list rule. `status` lets a remote say more than the status word.
 */
export function GivarOversikt({
  givare,
  tabellRubrik,
  status,
  visaUtkast,
}: {
  givare: Fullmaktsgivare;
  tabellRubrik: string;
  status?: (f: Fullmakt) => ReactNode;
  /** Which drafts the drafts list shows (a remote may list some in a section of their own). */
  visaUtkast?: (f: Fullmakt) => boolean;
}) {
  const flode = useFlode();
  const navigate = useNavigate();
  return (
    <>
      <ButtonRow>
        <Button
          onClick={() => {
            // A new power starts from an empty wizard with the principal chosen again.
            fullmaktStore.getState().reset();
            valjGivare(flode, givare);
            void navigate(flode.stegVag('tredjeman'));
          }}
        >
          {handlingTexter.skapaFullmakt}
        </Button>
      </ButtonRow>
      <BegaranLista givareId={givare.id} />
      <UtkastLista givare={givare} status={status} visa={visaUtkast} />
      <FullmaktLista
        typ="givare"
        partId={givare.id}
        rubrik={tabellRubrik}
        kolumner={['tredjeman', 'havare', 'giltighet', 'status']}
        status={status}
      />
    </>
  );
}
