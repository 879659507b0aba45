import { describe, expect, it } from 'vitest';
import { worksheetExample } from '@/content/lessons/worksheet-example';
import { emptyWorksheet, toToolDefinitions } from './worksheet';
import { WorksheetSchema } from './worksheet-slot';
import {
  addParam,
  addPrompt,
  addResource,
  addTool,
  isBlank,
  newRowId,
  removeParam,
  removeRow,
  setParam,
  setRow,
} from './worksheet-edits';

describe('the worksheet edits', () => {
  it('add blank rows that the schema accepts: a read-only tool, a required string parameter', () => {
    let ws = addTool(emptyWorksheet(), 't1');
    ws = addParam(ws, 't1', 'p1');
    ws = addResource(ws, 'r1');
    ws = addPrompt(ws, 'q1');
    expect(WorksheetSchema.safeParse(ws).success).toBe(true);
    expect(ws.tools).toEqual([
      {
        id: 't1',
        name: '',
        title: '',
        description: '',
        effect: 'lecture',
        params: [{ id: 'p1', name: '', type: 'string', description: '', required: true }],
      },
    ]);
    expect(ws.resources).toEqual([{ id: 'r1', uri: '', description: '', mimeType: '' }]);
    expect(ws.prompts).toEqual([{ id: 'q1', name: '', description: '', args: '' }]);
  });

  it('change one row of one list and leave the others as they were', () => {
    const before = worksheetExample;
    const id = before.tools[1]?.id ?? '';
    const after = setRow(before, 'tools', id, { name: 'describe', effect: 'ecriture' });
    expect(after.tools[1]).toMatchObject({ id, name: 'describe', effect: 'ecriture' });
    expect(after.tools[0]).toBe(before.tools[0]);
    expect(after.resources).toBe(before.resources);
    expect(before.tools[1]?.name).toBe('describe_table');
  });

  it('remove exactly the row asked for', () => {
    const ws = addResource(addResource(worksheetExample, 'r1'), 'r2');
    const after = removeRow(ws, 'resources', 'r1');
    expect(after.resources.map((r) => r.id)).toEqual(['exemple-ressource-1', 'r2']);
    expect(after.tools).toBe(ws.tools);
    expect(removeRow(ws, 'prompts', 'inconnu').prompts).toEqual(ws.prompts);
  });

  it('edit and remove the parameters of one tool only', () => {
    let ws = addTool(addTool(emptyWorksheet(), 'a'), 'b');
    ws = addParam(addParam(ws, 'a', 'x'), 'b', 'x');
    ws = setParam(ws, 'a', 'x', { name: 'ville', type: 'integer', required: false });
    expect(ws.tools[0]?.params[0]).toMatchObject({
      name: 'ville',
      type: 'integer',
      required: false,
    });
    expect(ws.tools[1]?.params[0]).toMatchObject({ name: '', type: 'string', required: true });
    ws = removeParam(ws, 'b', 'x');
    expect(ws.tools.map((t) => t.params.length)).toEqual([1, 0]);
    expect(toToolDefinitions(ws)[0]?.inputSchema.properties).toEqual({
      ville: { type: 'integer' },
    });
  });

  it('call a sheet blank until something is written, whatever the transport', () => {
    expect(isBlank(emptyWorksheet())).toBe(true);
    expect(isBlank({ ...emptyWorksheet(), transport: 'http' })).toBe(true);
    expect(isBlank({ ...emptyWorksheet(), serverName: 'x' })).toBe(false);
    expect(isBlank(addTool(emptyWorksheet(), 'a'))).toBe(false);
    expect(isBlank(worksheetExample)).toBe(false);
  });

  it('give every new row an id of its own', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRowId('outil')));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^outil-/);
  });
});
