import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { playgroundMessages } from '@/messages/playground';
import { presentationMessages } from '@/messages/presentation';
import { formatAddress, type AddressParts } from '@/lib/address/format';
import { parseAddress } from '@/lib/address/parse';
import { encodeShareState, type ShareState } from '@/lib/share/share-state';
import { openingOf } from './opening';

const say = playgroundMessages.opening;
const first = scenarioCatalogue.get(scenarioCatalogue.ids[0]!)!;
/** Plays only in the 2025 revisions (a request before the handshake has no 2026 equivalent). */
const legacyOnly = 'erreur-avant-initialisation';

/** Opens an address as the playground does: written as a link, read back from the bar. */
function open(parts: AddressParts | string) {
  const href = typeof parts === 'string' ? parts : formatAddress(parts);
  return openingOf(parseAddress(new URL(href, 'https://atelier.test')), scenarioCatalogue);
}

function share(state: Omit<ShareState, 'v'>) {
  return open({ share: encodeShareState({ v: 1, ...state }) });
}

describe('opening a typed address', () => {
  it('opens the scenario, revision and step asked for, with nothing to say', () => {
    expect(open({ scenario: 'meteo', version: '2025-06-18', step: 4 })).toEqual({
      scenarioId: 'meteo',
      revision: '2025-06-18',
      step: 4,
      presentation: false,
      audience: false,
      shared: false,
      overHttp: false,
      layer: 'jsonrpc',
      notices: [],
    });
  });

  it('keeps the transport and the layer the address asks for', () => {
    expect(open({ scenario: 'meteo', transport: 'http', layer: 'http' })).toMatchObject({
      scenarioId: 'meteo',
      overHttp: true,
      layer: 'http',
      notices: [],
    });
  });

  it('opens the first scenario in the current revision when nothing is asked', () => {
    expect(open('/bac-a-sable')).toMatchObject({
      scenarioId: first.id,
      revision: '2026-07-28',
      notices: [],
    });
  });

  it('replaces an unknown or malformed scenario by the first one, and says which', () => {
    for (const asked of ['inconnu', '<script>']) {
      const opening = open(`/bac-a-sable?scenario=${encodeURIComponent(asked)}#etape-5`);
      expect(opening.scenarioId).toBe(first.id);
      // The step belonged to the scenario asked for.
      expect(opening.step).toBeUndefined();
      expect(opening.notices).toEqual([
        say.unknownScenario({ scenario: asked, fallback: first.title }),
      ]);
    }
  });

  it('names a version that is no revision, and opens the scenario in its own', () => {
    const opening = open(`/bac-a-sable?scenario=${legacyOnly}&version=2024-11-05`);
    expect(opening).toMatchObject({ scenarioId: legacyOnly, revision: '2025-11-25' });
    expect(opening.notices).toEqual([
      say.unknownRevision({
        revision: '2024-11-05',
        list: '2026-07-28, 2025-11-25, 2025-06-18',
        fallback: '2025-11-25',
      }),
    ]);
  });

  it('opens a scenario in its first revision when it does not play in the one asked for', () => {
    const opening = open({ scenario: legacyOnly, version: '2026-07-28', step: 3 });
    expect(opening).toMatchObject({ scenarioId: legacyOnly, revision: '2025-11-25', step: 3 });
    expect(opening.notices).toEqual([
      say.unsupportedRevision({
        scenario: scenarioCatalogue.get(legacyOnly)!.title,
        revision: '2026-07-28',
        fallback: '2025-11-25',
      }),
    ]);
    // Without a version in the address, nothing was asked: nothing to say.
    expect(open({ scenario: legacyOnly })).toMatchObject({
      revision: '2025-11-25',
      notices: [],
    });
  });

  it('carries the editor’s tools, the challenge and the presentation flags as they are', () => {
    expect(
      open({
        scenario: 'meteo',
        tools: 'N4Ig',
        challenge: 'premier-appel',
        presentation: true,
        audience: true,
      }),
    ).toMatchObject({
      editorTools: 'N4Ig',
      challenge: 'premier-appel',
      presentation: true,
      audience: true,
    });
  });
});

describe('opening a share link', () => {
  const tools = { meteo: scenarioCatalogue.get('meteo')!.servers[0]!.tools };

  it('restores the scenario, revision, step and tools, and says the link was read', () => {
    expect(share({ scenario: 'meteo', version: '2025-11-25', step: 7, tools })).toMatchObject({
      scenarioId: 'meteo',
      revision: '2025-11-25',
      step: 7,
      toolOverrides: tools,
      shared: true,
      notices: [],
    });
  });

  it('checks the revision against the scenario, as for a typed address', () => {
    const opening = share({ scenario: legacyOnly, version: '2026-07-28', step: 2 });
    expect(opening).toMatchObject({ scenarioId: legacyOnly, revision: '2025-11-25', step: 2 });
    expect(opening.notices).toEqual([
      say.unsupportedRevision({
        scenario: scenarioCatalogue.get(legacyOnly)!.title,
        revision: '2026-07-28',
        fallback: '2025-11-25',
      }),
    ]);
  });

  it('opens the default state, without the link’s tools, when its scenario does not exist', () => {
    const opening = share({ scenario: 'disparu', version: '2025-11-25', step: 3, tools });
    expect(opening).toMatchObject({ scenarioId: first.id, revision: '2026-07-28' });
    expect(opening.toolOverrides).toBeUndefined();
    expect(opening.step).toBeUndefined();
    expect(opening.linkTools).toBeUndefined();
    expect(opening.notices).toEqual([
      presentationMessages.share.unknownScenario({ scenario: 'disparu' }),
    ]);
  });

  it('keeps the link’s tools and says whether « Partager » wrote the link', () => {
    expect(share({ scenario: 'meteo', version: '2026-07-28', step: 1, tools }).linkTools).toEqual({
      scenario: 'meteo',
      tools,
      integrity: 'verified',
    });
    // Written by hand: no fingerprint.
    const handmade = compressToEncodedURIComponent(
      JSON.stringify({ v: 1, scenario: 'meteo', version: '2026-07-28', step: 2, tools }),
    );
    expect(open({ share: handmade }).linkTools?.integrity).toBe('unsigned');
    // Altered after it was written: the fingerprint no longer matches.
    const written = JSON.parse(
      decompressFromEncodedURIComponent(
        encodeShareState({ v: 1, scenario: 'meteo', version: '2026-07-28', step: 2, tools }),
      ),
    ) as ShareState;
    const altered = compressToEncodedURIComponent(JSON.stringify({ ...written, step: 3 }));
    expect(open({ share: altered })).toMatchObject({
      step: 3,
      linkTools: { scenario: 'meteo', integrity: 'changed' },
    });
  });

  it('opens the default state with the link’s own notice when it cannot be read', () => {
    const opening = open({ scenario: 'meteo', version: '2025-06-18', share: 'abime' });
    expect(opening).toMatchObject({
      scenarioId: first.id,
      revision: '2026-07-28',
      shared: true,
      notices: [presentationMessages.share.damaged],
    });
  });
});
