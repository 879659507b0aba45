import { PGlite } from '@electric-sql/pglite';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { simulationMessages } from '@/messages/simulation';
import { runBehaviour, type BehaviourEnv, type ToolSpec } from './behaviour';
import { emptyLinkBook, type LinkState } from './link';
import { warehouseOn } from './warehouse';

const ctx = { mcpReq: { signal: new AbortController().signal } } as unknown as ServerContext;

function sqlTool(operation: 'describe_table' | 'select'): ToolSpec {
  return {
    definition: { name: operation, inputSchema: { type: 'object' } },
    behaviour: { checks: [], outcome: { kind: 'sql', operation } },
  };
}

describe('the warehouse tools', async () => {
  const warehouse = await warehouseOn(await PGlite.create());
  const env: BehaviourEnv = {
    warehouse: () => Promise.resolve(warehouse),
    collections: new Map(),
    today: () => '2026-11-29',
    messages: simulationMessages,
    links: emptyLinkBook(),
    requestState: createRequestStateCodec<LinkState>({
      key: 'cle-de-test-de-trente-deux-octets-au-moins',
    }),
  };
  const textOf = (result: unknown) =>
    (result as { content: { text: string }[] }).content.map((c) => c.text).join('\n');

  it('describe a table by its columns and three rows of example, as its description says', async () => {
    const result = await runBehaviour(sqlTool('describe_table'), { table: 'commandes' }, ctx, env);
    const text = textOf(result);
    expect(text).toContain('"colonne":"date_commande"');
    expect(text).toMatch(/Lignes d’exemple \(3\)/);
    const examples = JSON.parse(text.slice(text.lastIndexOf('\u00A0: ') + 2)) as unknown[];
    expect(examples).toHaveLength(3);
  });

  it('answer a table that does not exist, or a name that tries to escape, with an error', async () => {
    for (const table of ['fournisseurs', 'commandes" ; DROP TABLE clients ; --']) {
      const result = await runBehaviour(sqlTool('describe_table'), { table }, ctx, env);
      expect((result as { isError?: boolean }).isError, table).toBe(true);
    }
    const still = await runBehaviour(
      sqlTool('select'),
      { sql: 'SELECT count(*) FROM clients' },
      ctx,
      env,
    );
    expect(textOf(still)).toContain('"count":5');
  });

  it('give a SELECT at most 100 rows, and say so when it cuts', async () => {
    const result = await runBehaviour(
      sqlTool('select'),
      { sql: 'SELECT n FROM generate_series(1, 150) AS n' },
      ctx,
      env,
    );
    const text = textOf(result);
    expect(text).toMatch(/^Lignes renvoyées\u00A0: 100/);
    expect(text).toContain('Résultat tronqué aux 100 premières lignes.');
  });
});
