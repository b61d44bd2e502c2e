import { cx } from '../theme/cx';

/** Props of ImportHelp. */
export interface ImportHelpProps {
  className?: string;
}

/** The Help page — spec part 2 §2.4: best practices, the CSV format and the timeline. */
export function ImportHelp({ className }: ImportHelpProps) {
  return (
    <section
      className={cx('curate-Import-help', className)}
      data-slot="help"
      aria-labelledby="curate-import-help-title"
    >
      <h3 id="curate-import-help-title">Help</h3>
      <h4>Best practices</h4>
      <ul>
        <li>Write detailed descriptions: the more the AI knows, the better the enhanced product.</li>
        <li>Link high-quality images.</li>
        <li>Keep product IDs consistent and unique: importing the same ID again updates that product.</li>
      </ul>
      <h4>CSV format</h4>
      <ul>
        <li>
          Required columns: <strong>Product ID</strong> and <strong>Description</strong>.
        </li>
        <li>Optional columns: Name, Image URL, Brand, Category. Other columns are added as additional information.</li>
        <li>The first row holds the column names. Maximum file size: 10MB.</li>
      </ul>
      <h4>Timeline</h4>
      <ul>
        <li>Import: about 1-2 seconds per product.</li>
        <li>Enhancement: about 2-5 minutes per product.</li>
        <li>Follow the progress in the Dashboard and Review Queue tabs.</li>
      </ul>
    </section>
  );
}
