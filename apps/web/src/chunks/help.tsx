import { HelpCentre, HelpContent } from '../features/content/components/HelpCentre.tsx';

/** Chunk `help`: the help centre, and /helpmc with its content only (no header or footer). */
export function HelpPage() {
  return <HelpCentre />;
}

export function HelpContentPage() {
  return <HelpContent />;
}
