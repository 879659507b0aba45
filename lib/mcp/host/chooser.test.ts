import { describe, expect, it } from 'vitest';
import { hostMessages } from '@/messages/host';
import { chooseTool as choose, findDate, words, type CandidateTool } from './chooser';

const TODAY = '2026-11-29';

/** The chooser with the application's French explanations. */
const chooseTool = (
  question: string,
  tools: readonly CandidateTool[],
  hints: Parameters<typeof choose>[2] = [],
  options: { today?: string } = {},
) => choose(question, tools, hints, { ...options, how: hostMessages.chooser.how });

const warehouse: CandidateTool[] = [
  {
    server: 'entrepot',
    name: 'list_tables',
    title: 'Lister les tables',
    description: 'Liste les tables de la base des ventes.',
  },
  {
    server: 'entrepot',
    name: 'run_select',
    title: 'Exécuter une requête SELECT',
    description:
      'Exécute une requête SQL SELECT en lecture seule sur la base des ventes (tables commandes et clients) et renvoie les lignes. Sert à compter ou lister des commandes.',
    inputSchema: { type: 'object', properties: { sql: { type: 'string' } }, required: ['sql'] },
  },
];

const incidents: CandidateTool = {
  server: 'incidents',
  name: 'lister_incidents',
  title: 'Lister les incidents',
  description: 'Liste les incidents de production, filtrés par statut (ouvert ou résolu).',
  inputSchema: {
    type: 'object',
    properties: {
      statut: { type: 'string', enum: ['ouvert', 'resolu'] },
      limite: { type: 'integer' },
      depuis: { type: 'string', format: 'date' },
    },
    required: ['statut'],
  },
};

describe('the stand-in model chooses a tool by shared words', () => {
  const table: { question: string; tools: CandidateTool[]; expected: string | undefined }[] = [
    { question: 'Combien de commandes hier ?', tools: warehouse, expected: 'run_select' },
    { question: 'Quelles tables existent ?', tools: warehouse, expected: 'list_tables' },
    {
      question: 'Quels incidents sont encore ouverts ?',
      tools: [...warehouse, incidents],
      expected: 'lister_incidents',
    },
    { question: 'Quel temps fait-il à Lyon ?', tools: warehouse, expected: undefined },
  ];
  for (const row of table) {
    it(`« ${row.question} » → ${row.expected ?? 'rien'}`, () => {
      expect(chooseTool(row.question, row.tools).chosen?.tool).toBe(row.expected);
    });
  }

  it('a vague description loses against a precise one', () => {
    const vague: CandidateTool = {
      server: 'a',
      name: 'outil_a',
      description: 'Fait des choses utiles.',
    };
    const precise: CandidateTool = {
      server: 'b',
      name: 'outil_b',
      description: 'Compte les commandes passées un jour donné.',
    };
    const choice = chooseTool('Combien de commandes hier ?', [vague, precise]);
    expect(choice.chosen?.tool).toBe('outil_b');
    expect(choice.scores.find((s) => s.tool === 'outil_a')?.score).toBe(0);
  });

  it('editing a description changes the choice', () => {
    const before = chooseTool('Combien de commandes hier ?', [
      { server: 's', name: 'compter', description: 'Compte des choses.' },
      { server: 's', name: 'autre', description: 'Renvoie des lignes.' },
    ]);
    expect(before.chosen?.tool).toBeUndefined();
    const after = chooseTool('Combien de commandes hier ?', [
      { server: 's', name: 'compter', description: 'Compte des choses.' },
      { server: 's', name: 'autre', description: 'Renvoie les commandes d’hier.' },
    ]);
    expect(after.chosen?.tool).toBe('autre');
  });

  it('weighs the name 3, the title 2, the description 1, and says where each word matched', () => {
    const score = chooseTool('incidents ouverts', [incidents]).scores[0];
    expect(score?.matches).toEqual([
      { word: 'incidents', field: 'name', points: 3 },
      { word: 'ouverts', field: 'description', points: 1 },
    ]);
    expect(score?.score).toBe(4);
  });

  it('shows each word as the question wrote it, never the stem it is compared by', () => {
    const choice = chooseTool('Convertir 25 degrés Celsius', [
      { server: 's', name: 'convertir_temperature', description: 'Degré Celsius en Fahrenheit' },
    ]);
    expect(choice.questionWords).toEqual(['convertir', '25', 'degrés', 'celsius']);
    expect(choice.scores[0]?.matches.map((m) => m.word)).toEqual([
      'convertir',
      'degrés',
      'celsius',
    ]);
  });

  it('ties go to the first tool of the registry', () => {
    const tools: CandidateTool[] = [
      { server: 'a', name: 'un', description: 'commandes' },
      { server: 'b', name: 'deux', description: 'commandes' },
    ];
    expect(chooseTool('commandes', tools).chosen?.server).toBe('a');
  });
});

describe('the stand-in model builds arguments from the question and the inputSchema', () => {
  it('fills an enum value, a number and a date, each with a French explanation', () => {
    const choice = chooseTool('Les 5 incidents ouverts depuis hier', [incidents], [], {
      today: TODAY,
    });
    expect(choice.arguments).toEqual({ statut: 'ouvert', limite: 5, depuis: '2026-11-28' });
    const sources = Object.fromEntries(choice.argumentNotes.map((n) => [n.name, n.source]));
    expect(sources).toEqual({ statut: 'enum', limite: 'number', depuis: 'date' });
    for (const note of choice.argumentNotes) expect(note.because).toMatch(/\p{L}/u);
    expect(choice.argumentNotes.find((n) => n.name === 'depuis')?.because).toContain('hier');
  });

  it('leaves a required string out rather than inventing it, and says so', () => {
    const choice = chooseTool('Combien de commandes hier ?', warehouse, [], { today: TODAY });
    expect(choice.arguments).toEqual({});
    expect(choice.argumentNotes).toMatchObject([{ name: 'sql', found: false, source: 'missing' }]);
  });

  it('takes a file name or a quoted text for a required string', () => {
    const tool: CandidateTool = {
      server: 's',
      name: 'supprimer_fichier',
      description: 'Supprime un fichier.',
      inputSchema: {
        type: 'object',
        properties: { chemin: { type: 'string' } },
        required: ['chemin'],
      },
    };
    expect(chooseTool('Supprime le fichier brouillon.txt.', [tool]).arguments).toEqual({
      chemin: 'brouillon.txt',
    });
    expect(chooseTool('Supprime le fichier « mes notes »', [tool]).arguments).toEqual({
      chemin: 'mes notes',
    });
  });

  it('never takes empty quotes for a value (« À , il fait… » would follow)', () => {
    const weather: CandidateTool = {
      server: 'meteo',
      name: 'get_weather',
      description: 'Donne le temps qu’il fait dans une ville.',
      inputSchema: {
        type: 'object',
        properties: { ville: { type: 'string', minLength: 1 } },
        required: ['ville'],
      },
    };
    for (const question of [
      'Quel temps à «\u00A0\u00A0» ?',
      'Quel temps à "  " ?',
      'Quel temps à « » ?',
    ]) {
      const choice = chooseTool(question, [weather]);
      expect(choice.chosen?.tool).toBe('get_weather');
      expect(choice.arguments).toEqual({});
      expect(choice.argumentNotes).toMatchObject([{ name: 'ville', found: false }]);
    }
  });

  it('prefers the scenario’s hints to the schema rules', () => {
    const choice = chooseTool(
      'Combien de commandes hier ?',
      warehouse,
      [{ tool: 'run_select', arguments: { sql: { value: 'SELECT 1', because: 'indice' } } }],
      { today: TODAY },
    );
    expect(choice.arguments).toEqual({ sql: 'SELECT 1' });
    expect(choice.argumentNotes).toMatchObject([{ source: 'hint', because: 'indice' }]);
  });

  it('copes with a broken inputSchema', () => {
    const tool: CandidateTool = { server: 's', name: 'commandes', inputSchema: { properties: 3 } };
    expect(chooseTool('commandes', [tool]).arguments).toEqual({});
  });
});

describe('words and dates', () => {
  it('drops accents, filler words and a final plural s; splits snake_case and camelCase', () => {
    expect(words('Les incidents ouverts de run_select et listTables')).toEqual([
      'incident',
      'ouvert',
      'run',
      'select',
      'list',
      'table',
    ]);
  });

  it('reads relative and written dates', () => {
    expect(findDate('hier', TODAY)?.value).toBe('2026-11-28');
    expect(findDate('aujourd’hui', TODAY)?.value).toBe(TODAY);
    expect(findDate('demain', '2026-12-31')?.value).toBe('2027-01-01');
    expect(findDate('le 3/4/2026', TODAY)?.value).toBe('2026-04-03');
    expect(findDate('la hiérarchie', TODAY)).toBeUndefined();
  });
});
