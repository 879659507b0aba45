import type { Diagram as DiagramData } from '@/lib/lessons/schema';
import { SequenceDiagram } from './sequence-diagram';
import { CompareDiagram, DecisionDiagram, FieldsDiagram, LayersDiagram } from './simple-diagrams';
import { TopologyDiagram } from './topology-diagram';

/** Draws any lesson diagram from its data. */
export function Diagram({ diagram, id }: { diagram: DiagramData; id: string }) {
  switch (diagram.kind) {
    case 'sequence':
      return <SequenceDiagram diagram={diagram} id={id} />;
    case 'topology':
      return <TopologyDiagram diagram={diagram} />;
    case 'layers':
      return <LayersDiagram diagram={diagram} />;
    case 'decision':
      return <DecisionDiagram diagram={diagram} />;
    case 'fields':
      return <FieldsDiagram diagram={diagram} />;
    case 'compare':
      return <CompareDiagram diagram={diagram} />;
  }
}
