// The excursion form's English / Français tabs (the ARIA tabs pattern): the arrows, Home and End move
// between them, only the chosen tab is in the Tab order, each panel named by its tab.
import type { KeyboardEvent, ReactNode } from 'react';

/** The languages of an excursion's texts: English, and French falling back to it. */
export type TextLang = 'en' | 'fr';
const TEXT_LANGS: readonly TextLang[] = ['en', 'fr'];

export interface LanguageTabsProps {
  /** The ids of the tabs and panels are made from it. */
  id: string;
  label: string;
  tab: TextLang;
  onTab(tab: TextLang): void;
  /** A tab's name. */
  nameOf(lang: TextLang): string;
  panel(lang: TextLang): ReactNode;
}

export function LanguageTabs({ id, label, tab, onTab, nameOf, panel }: LanguageTabsProps) {
  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: TextLang = event.key === 'Home' ? 'en' : event.key === 'End' ? 'fr' : tab === 'en' ? 'fr' : 'en';
    onTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="adm-tabs">
        {TEXT_LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${id}-tab-${lang}`}
            className="adm-tab"
            lang={lang}
            aria-selected={tab === lang}
            aria-controls={`${id}-panel-${lang}`}
            tabIndex={tab === lang ? 0 : -1}
            onClick={() => onTab(lang)}
            onKeyDown={keys}
          >
            {nameOf(lang)}
          </button>
        ))}
      </div>
      {TEXT_LANGS.map((lang) => (
        <div key={lang} role="tabpanel" id={`${id}-panel-${lang}`} aria-labelledby={`${id}-tab-${lang}`} hidden={tab !== lang}>
          {panel(lang)}
        </div>
      ))}
    </div>
  );
}
