import { useState } from 'react';

/** Props of CompanyManagement.Logo. */
export interface CompanyLogoProps {
  name: string;
  /** An https image URL; without one (or when it fails to load) the company's initials show. */
  url: string | null;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/** The company's logo beside its name in the table, else its initials (decorative: the name follows). */
export function CompanyLogo({ name, url }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  const usable = url?.startsWith('https://') && !failed;
  return (
    <span className="curate-CompanyManagement-logo" data-slot="company-logo" aria-hidden="true">
      {usable ? <img src={url!} alt="" width={28} height={28} onError={() => setFailed(true)} /> : initials(name)}
    </span>
  );
}
