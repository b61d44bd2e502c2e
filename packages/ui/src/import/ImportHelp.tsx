import { importMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';
import { wrapValues } from '../internal/Formatted';

/** Props of ImportHelp. */
export interface ImportHelpProps {
  className?: string;
}

/** The Help page — spec part 2 §2.4: best practices, the CSV format and the timeline. */
export function ImportHelp({ className }: ImportHelpProps) {
  const t = useTexts('import', importMessages);
  const required = [t.productId, t.description];
  return (
    <section
      className={cx('curate-Import-help', className)}
      data-slot="help"
      aria-labelledby="curate-import-help-title"
    >
      <h3 id="curate-import-help-title">{t.help}</h3>
      <h4>{t.bestPractices}</h4>
      <ul>
        <li>{t.helpDescriptions}</li>
        <li>{t.helpImages}</li>
        <li>{t.helpIds}</li>
      </ul>
      <h4>{t.csvFormat}</h4>
      <ul>
        <li>
          {wrapValues(t.helpRequiredColumns(t.productId, t.description), required, (value, key) => (
            <strong key={key}>{value}</strong>
          ))}
        </li>
        <li>{t.helpOptionalColumns}</li>
        <li>{t.helpFirstRow}</li>
      </ul>
      <h4>{t.timeline}</h4>
      <ul>
        <li>{t.helpImportTime}</li>
        <li>{t.helpEnhancementTime}</li>
        <li>{t.helpFollow}</li>
      </ul>
    </section>
  );
}
