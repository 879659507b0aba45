import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { editorMessages } from '@/messages/editor';
import { presentationMessages } from '@/messages/presentation';
import { readToolsParam } from '@/lib/editor/tool-specs';
import { playgroundHref } from '@/lib/links';
import {
  decodeShareState,
  encodeShareState,
  shareUrl,
  type ShareState,
} from '@/lib/share/share-state';
import { stepLinkHref } from '@/content/scenarios/step-links';
import { formatAddress } from './format';
import { parseAddress, stepFromHash, updateAddress } from './parse';

const say = presentationMessages.share;

/** Reads a written address back, as the playground does from `window.location`. */
function reread(href: string) {
  return parseAddress(new URL(href, 'https://atelier.test'));
}

const meteo = getScenario('meteo')!;
const shared: ShareState = {
  v: 1,
  scenario: 'meteo',
  version: '2025-06-18',
  step: 3,
  tools: { meteo: meteo.servers[0]!.tools },
  panels: ['editeur'],
};

describe('playground address', () => {
  it('round-trips every part', () => {
    const tools = [{ name: 'dire', inputSchema: { type: 'object' } }];
    const href = formatAddress({
      scenario: 'mon-serveur',
      version: '2025-11-25',
      step: 12,
      tools,
      presentation: true,
      audience: true,
      challenge: 'premier-appel',
    });
    expect(href).toMatch(/^\/bac-a-sable\?scenario=mon-serveur&version=2025-11-25&outils=/);
    expect(href).toMatch(/#etape-12$/);
    const address = reread(href);
    expect(address).toMatchObject({
      scenario: 'mon-serveur',
      version: '2025-11-25',
      step: 12,
      presentation: true,
      audience: true,
      challenge: 'premier-appel',
    });
    const param = readToolsParam(address.tools);
    expect(param.kind).toBe('ok');
    if (param.kind === 'ok') expect(param.specs.map((s) => s.definition.name)).toEqual(['dire']);
  });

  it('round-trips a shared state through the share link', () => {
    const address = reread(shareUrl('https://atelier.test', shared));
    expect(address.share).toBeDefined();
    expect(decodeShareState(address.share!)).toMatchObject({
      ok: true,
      state: shared,
      integrity: 'verified',
    });
  });

  it('writes the links of lessons and quizzes', () => {
    expect(playgroundHref({ scenario: 'meteo', version: '2025-06-18', step: 4 })).toBe(
      '/bac-a-sable?scenario=meteo&version=2025-06-18#etape-4',
    );
    const href = stepLinkHref({ scenario: 'meteo', at: 'tools/call' });
    expect(reread(href)).toMatchObject({ scenario: 'meteo', version: '2026-07-28' });
    expect(reread(href).step).toBeGreaterThan(1);
  });

  it('reads an empty address as the default state', () => {
    expect(parseAddress({ search: '', hash: '' })).toEqual({
      presentation: false,
      audience: false,
    });
  });

  it('drops an unknown revision, a bad scenario id and a bad step without throwing', () => {
    for (const [search, hash] of [
      ['?scenario=<script>&version=1999-01-01', '#etape-0'],
      [`?scenario=${'a'.repeat(65)}&version=`, '#etape--3'],
      ['?scenario=Meteo', '#etape-1234567'],
      ['?scenario=', '#autre'],
    ] as const) {
      const address = parseAddress({ search, hash });
      expect(address.scenario).toBeUndefined();
      expect(address.version).toBeUndefined();
      expect(address.step).toBeUndefined();
    }
    expect(stepFromHash('#etape-7')).toBe(7);
    expect(stepFromHash('etape-7')).toBe(7);
    expect(stepFromHash('#etape-x')).toBeUndefined();
  });

  it('keeps an unknown scenario id for the playground to replace by its default', () => {
    // Whether a scenario exists is the catalogue's business; the address only checks its shape.
    expect(parseAddress({ search: '?scenario=inconnu', hash: '' }).scenario).toBe('inconnu');
  });

  it('cuts an oversized challenge id, which the panel then calls unknown', () => {
    const id = parseAddress({ search: `?defi=${'x'.repeat(5000)}`, hash: '' }).challenge;
    expect(id?.length).toBeLessThanOrEqual(101);
  });

  it('refuses an oversized, corrupt or tampered partage with the French notice', () => {
    const tooLong = reread(formatAddress({ share: 'A'.repeat(16_001) })).share!;
    expect(decodeShareState(tooLong)).toEqual({
      ok: false,
      notice: say.tooLong({ length: '16001', max: '16000' }),
    });
    const cut = reread(shareUrl('https://atelier.test', shared).slice(0, 60)).share!;
    expect(decodeShareState(cut)).toEqual({ ok: false, notice: say.damaged });
    const tampered = compressToEncodedURIComponent(JSON.stringify({ ...shared, step: -1 }));
    const outcome = decodeShareState(reread(formatAddress({ share: tampered })).share!);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.notice).toMatch(/^Ce lien de partage a été modifié.*step/);
    // A valid state for another encoder still round-trips.
    expect(decodeShareState(encodeShareState(shared)).ok).toBe(true);
  });

  it('refuses a corrupt or invalid outils with the French notice', () => {
    const corrupt = reread(formatAddress({ scenario: 'meteo', tools: 'abc' })).tools;
    expect(readToolsParam(corrupt)).toEqual({
      kind: 'damaged',
      notice: editorMessages.outilsDamaged,
    });
    const invalid = readToolsParam(
      reread(formatAddress({ scenario: 'meteo', tools: [{ nom: 'x' }] })).tools,
    );
    expect(invalid.kind).toBe('damaged');
    if (invalid.kind === 'damaged') {
      expect(invalid.notice).toMatch(/^Les outils du lien ne sont pas des définitions valides \(/);
      expect(invalid.notice).not.toBe(editorMessages.outilsDamaged);
    }
    expect(readToolsParam(reread(formatAddress({ scenario: 'meteo' })).tools)).toEqual({
      kind: 'absent',
    });
  });

  it('updates some parts and keeps the others', () => {
    const start = `https://atelier.test${formatAddress({ scenario: 'meteo', share: 'abc', challenge: 'd' })}&autre=1`;
    const next = new URL(
      updateAddress(start, { version: '2025-06-18', step: 5, share: undefined }),
    );
    expect(next.searchParams.get('partage')).toBeNull();
    expect(next.searchParams.get('defi')).toBe('d');
    expect(next.searchParams.get('autre')).toBe('1');
    expect(parseAddress(next)).toMatchObject({ scenario: 'meteo', version: '2025-06-18', step: 5 });
    expect(new URL(updateAddress(next.href, { step: 0 })).hash).toBe('');
  });
});
