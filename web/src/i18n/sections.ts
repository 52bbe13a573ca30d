import APP_SECTIONS from 'app-sections';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { AppSection } from '../../build/messageParts';
import { addMessages, currentLanguage, whenLanguageLoads } from './index';

/**
 * The sections of the messages only signed-in pages show (web/build/messageParts.ts), a chunk
 * each per language: a route loads those its page shows (`messages` of routing/table.tsx) with
 * its code, and a switch of language loads every section asked for so far in the new language.
 */
const asked = new Set<AppSection>();
const loaded = new Map<Language, Set<AppSection>>();

async function ensureSections(language: Language, sections: Iterable<AppSection>): Promise<void> {
  const have = loaded.get(language) ?? new Set<AppSection>();
  loaded.set(language, have);
  const missing = [...sections].filter((section) => !have.has(section));
  const parts = await Promise.all(
    missing.map(async (section) => [section, await APP_SECTIONS[language][section]()] as const),
  );
  for (const [section, part] of parts) {
    addMessages(language, part.default);
    have.add(section);
  }
}

whenLanguageLoads((language) => ensureSections(language, asked));

/** Loads `sections` in the current language (and in any language switched to later). */
export async function loadSections(sections: readonly AppSection[]): Promise<void> {
  for (const section of sections) asked.add(section);
  await ensureSections(currentLanguage(), sections);
}
