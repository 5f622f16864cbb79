// A titled section of the excursion form (Basic Information, Descriptions, Highlights, Images…), named
// by its heading for screen readers.
import { useId, type ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="adm-form-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="adm-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
