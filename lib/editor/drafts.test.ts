import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  discardSetAside,
  keepDraftAside,
  readRecoverable,
  readDrafts,
  readSetAside,
  saveDraft,
  setAsideFile,
} from './drafts';

class MemoryStorage {
  items = new Map<string, string>();
  quota = Infinity;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const draft = { definitions: '[{"name": "a b"', behaviours: '[]', arguments: { a: '{' } };

describe('editor drafts', () => {
  it('keep broken text as typed, per scenario and server', () => {
    expect(saveDraft('meteo', 'meteo', draft)).toBeUndefined();
    expect(saveDraft('meteo', 'autre', { ...draft, definitions: '[]' })).toBeUndefined();
    expect(readDrafts('meteo').drafts.meteo).toEqual(draft);
    expect(readDrafts('meteo').drafts.autre?.definitions).toBe('[]');
    expect(readDrafts('crm').drafts).toEqual({});
  });

  it('are forgotten one server at a time', () => {
    saveDraft('meteo', 'meteo', draft);
    saveDraft('meteo', 'autre', draft);
    clearDraft('meteo', 'meteo');
    expect(Object.keys(readDrafts('meteo').drafts)).toEqual(['autre']);
    clearDraft('meteo', 'autre');
    expect(storage.items.size).toBe(0);
  });

  it('set a corrupted draft aside word for word, with a French notice, never delete it', () => {
    storage.items.set('atelier-mcp:editeur:meteo', '{pas du json');
    const read = readDrafts('meteo');
    expect(read.drafts).toEqual({});
    expect(read.notice).toMatch(/mis de côté, pas effacé/);
    expect(readSetAside('meteo').map((e) => e.text)).toEqual(['{pas du json']);
    expect(setAsideFile('meteo').text).toContain('{pas du json');
    // Read again: no second copy, no second notice.
    expect(readDrafts('meteo').notice).toBeUndefined();
    expect(readSetAside('meteo')).toHaveLength(1);
    discardSetAside('meteo');
    expect(readSetAside('meteo')).toEqual([]);
  });

  it('one bad field drops neither the other fields nor the other servers (F6)', () => {
    const stored = {
      v: 1,
      data: {
        meteo: {
          definitions: '[{"name":"mon_outil_brouillon"}]',
          behaviours: '[]',
          arguments: { get_weather: 5, autre: '{"ville":"Lyon"}' },
        },
        commandes: { definitions: '[]', behaviours: '[]', arguments: {} },
      },
    };
    storage.items.set('atelier-mcp:editeur:hote', JSON.stringify(stored));
    const read = readDrafts('hote');
    expect(read.drafts.meteo?.definitions).toBe('[{"name":"mon_outil_brouillon"}]');
    expect(read.drafts.meteo?.arguments).toEqual({ autre: '{"ville":"Lyon"}' });
    expect(read.drafts.commandes?.definitions).toBe('[]');
    expect(read.notice).toMatch(/get_weather/);
    expect(JSON.parse(readSetAside('hote')[0]!.text)).toEqual(stored.data.meteo);
  });

  it('an oversized draft is kept aside when saved, and the others stay (F5)', () => {
    saveDraft('hote', 'meteo', draft);
    const huge = { ...draft, definitions: 'x'.repeat(519_878) };
    expect(saveDraft('hote', 'commandes', huge)).toMatch(/gardé de côté/);
    expect(readDrafts('hote').drafts.meteo).toEqual(draft);
    const aside = readSetAside('hote');
    expect(aside).toHaveLength(1);
    expect((JSON.parse(aside[0]!.text) as { definitions: string }).definitions).toHaveLength(
      519_878,
    );
    // Typing on saves the newer text in place of the older one, not a second copy.
    saveDraft('hote', 'commandes', { ...huge, definitions: 'y'.repeat(600_000) });
    expect(readSetAside('hote')).toHaveLength(1);
  });

  it('an oversized draft already stored is set aside, not deleted', () => {
    const stored = {
      v: 1,
      data: { meteo: { definitions: 'x'.repeat(520_000), behaviours: '[]', arguments: {} } },
    };
    storage.items.set('atelier-mcp:editeur:meteo', JSON.stringify(stored));
    const read = readDrafts('meteo');
    expect(read.notice).toMatch(/plus de 500/);
    expect(
      (JSON.parse(readSetAside('meteo')[0]!.text) as { definitions: string }).definitions,
    ).toHaveLength(520_000);
  });

  it('a draft that cannot be copied aside stays where it was', () => {
    storage.items.set('atelier-mcp:editeur:meteo', '{pas du json');
    storage.quota = 5;
    const read = readDrafts('meteo');
    expect(read.notice).toMatch(/plein/);
    expect(storage.items.get('atelier-mcp:editeur:meteo')).toBe('{pas du json');
  });

  it('report a full storage in French instead of throwing', () => {
    storage.quota = 10;
    expect(saveDraft('meteo', 'meteo', draft)).toMatch(/plein/);
  });

  it('set a draft aside before a link’s tools replace it (review S22)', () => {
    const precious = { ...draft, definitions: '[{"name":"mon_brouillon_precieux"}]' };
    saveDraft('meteo', 'meteo', precious);
    expect(keepDraftAside('meteo', 'meteo', precious)).toBeUndefined();
    const aside = readSetAside('meteo');
    expect(aside).toHaveLength(1);
    expect(aside[0]?.text).toContain('mon_brouillon_precieux');
    expect(aside[0]?.reason).toMatch(/outils d’un lien/);
  });

  it('offer an unreadable draft for download even when it could not be copied aside (review L2)', () => {
    const huge = JSON.stringify({
      v: 1,
      data: { meteo: { ...draft, behaviours: 'x'.repeat(2_100_000) } },
    });
    storage.items.set('atelier-mcp:editeur:meteo', huge);
    storage.quota = 1_000;
    const read = readDrafts('meteo');
    expect(read.notice).not.toMatch(/Vous pouvez le télécharger/);
    expect(read.notice).toMatch(/reste donc tel quel/);
    expect(storage.items.get('atelier-mcp:editeur:meteo')).toBe(huge);
    expect(readRecoverable('meteo').map((entry) => entry.text)).toEqual([huge]);
  });
});
