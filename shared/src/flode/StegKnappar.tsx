import { handlingTexter } from '../texts/ui';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { ButtonRow } from '../ui/ButtonRow';

/** Back (a link to the previous step) and Next (submits the step's form). */
export function StegKnappar({
  tillbaka,
  upptagen = false,
}: {
  tillbaka: string;
  upptagen?: boolean;
}) {
  return (
    <ButtonRow>
      <ButtonLink variant="secondary" to={tillbaka}>
        {handlingTexter.tillbaka}
      </ButtonLink>
      <Button type="submit" disabled={upptagen}>
        {handlingTexter.nasta}
      </Button>
    </ButtonRow>
  );
}
