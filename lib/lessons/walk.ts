import type { Block, Diagram, Lesson } from './schema';

/** Every piece of rich text a diagram shows. */
export function diagramTexts(diagram: Diagram): string[] {
  switch (diagram.kind) {
    case 'sequence':
      return [
        ...diagram.participants.map((p) => p.label),
        ...diagram.steps.flatMap((s) => ('phase' in s ? [s.phase] : [s.label, s.note ?? ''])),
      ].filter(Boolean);
    case 'topology':
      return [
        diagram.host,
        ...diagram.links.flatMap((l) => [l.client, l.transport, l.server, l.behind ?? '']),
      ].filter(Boolean);
    case 'layers':
      return diagram.layers.flatMap((l) => [l.title, l.role, ...l.items]);
    case 'decision':
      return [diagram.question, ...diagram.branches.flatMap((b) => [b.answer, b.conclusion])];
    case 'fields':
      return diagram.fields.map((f) => f.text);
    case 'compare':
      return diagram.items.flatMap((item) => [item.title, ...item.points]);
  }
}

/** Every piece of rich text a block shows (code is not prose and is left out). */
export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'callout':
      return [...(block.title ? [block.title] : []), ...block.text];
    case 'code':
      return block.caption ? [block.caption] : [];
    case 'table':
      return [block.caption, ...block.headers, ...block.rows.flat()];
    case 'diagram':
      return [block.caption, ...diagramTexts(block.diagram)];
    case 'try':
      return [block.label, block.description];
    case 'worksheet':
      return [];
    case 'trace':
      return [block.caption];
  }
}

/** Every piece of rich text of a lesson, in reading order. */
export function lessonTexts(lesson: Lesson): string[] {
  return [
    lesson.summary,
    ...lesson.objectives,
    ...lesson.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockTexts)]),
    ...lesson.keyPoints,
    ...lesson.sources.map((s) => s.label),
  ];
}

export function lessonBlocks(lesson: Lesson): Block[] {
  return lesson.sections.flatMap((s) => s.blocks);
}
