import {
  emptyWorksheet,
  type Worksheet,
  type WorksheetParam,
  type WorksheetPrompt,
  type WorksheetResource,
  type WorksheetTool,
} from './worksheet';

/**
 * The worksheet's edits, as pure functions from one sheet to the next: the form calls them and
 * saves what they return. A new row's id is given by the caller (see `newRowId`), which then
 * knows where to put the focus.
 */

/** The three lists of the sheet, one per primitive. */
export type WorksheetList = 'tools' | 'resources' | 'prompts';
type Row<L extends WorksheetList> = Worksheet[L][number];

let counter = 0;
/** A key for a new row, stable across renders and reloads (it is stored with the row). */
export function newRowId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Changes the fields of one row of a list; the other rows are kept as they are. */
export function setRow<L extends WorksheetList>(
  ws: Worksheet,
  list: L,
  id: string,
  change: Partial<Row<L>>,
): Worksheet {
  const rows = ws[list] as Row<L>[];
  return { ...ws, [list]: rows.map((row) => (row.id === id ? { ...row, ...change } : row)) };
}

export function removeRow(ws: Worksheet, list: WorksheetList, id: string): Worksheet {
  const rows = ws[list] as Row<WorksheetList>[];
  return { ...ws, [list]: rows.filter((row) => row.id !== id) };
}

/** A new tool starts read-only, without parameters: the safest thing a server can offer. */
export function addTool(ws: Worksheet, id: string): Worksheet {
  const tool: WorksheetTool = {
    id,
    name: '',
    title: '',
    description: '',
    effect: 'lecture',
    params: [],
  };
  return { ...ws, tools: [...ws.tools, tool] };
}

export function addResource(ws: Worksheet, id: string): Worksheet {
  const resource: WorksheetResource = { id, uri: '', description: '', mimeType: '' };
  return { ...ws, resources: [...ws.resources, resource] };
}

export function addPrompt(ws: Worksheet, id: string): Worksheet {
  const prompt: WorksheetPrompt = { id, name: '', description: '', args: '' };
  return { ...ws, prompts: [...ws.prompts, prompt] };
}

function withParams(
  ws: Worksheet,
  toolId: string,
  change: (params: WorksheetParam[]) => WorksheetParam[],
): Worksheet {
  return {
    ...ws,
    tools: ws.tools.map((tool) =>
      tool.id === toolId ? { ...tool, params: change(tool.params) } : tool,
    ),
  };
}

/** A new parameter is a required string: what most tool arguments are. */
export function addParam(ws: Worksheet, toolId: string, id: string): Worksheet {
  const param: WorksheetParam = { id, name: '', type: 'string', description: '', required: true };
  return withParams(ws, toolId, (params) => [...params, param]);
}

export function setParam(
  ws: Worksheet,
  toolId: string,
  id: string,
  change: Partial<WorksheetParam>,
): Worksheet {
  return withParams(ws, toolId, (params) =>
    params.map((param) => (param.id === id ? { ...param, ...change } : param)),
  );
}

export function removeParam(ws: Worksheet, toolId: string, id: string): Worksheet {
  return withParams(ws, toolId, (params) => params.filter((param) => param.id !== id));
}

/**
 * True when the learner has written nothing yet (the transport, a choice with a default, does
 * not count): replacing such a sheet needs no confirmation.
 */
export function isBlank(ws: Worksheet): boolean {
  const empty = emptyWorksheet();
  return JSON.stringify({ ...ws, transport: empty.transport }) === JSON.stringify(empty);
}
