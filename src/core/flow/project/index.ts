/** The project checker: every configuration file of a project checked at once. See docs/flow-checker.md. */
export { checkProject } from './checkProject';
export { CODE_OWNED_KEYS, type ProjectFiles, type ProjectRegistries, type ProductConfigProblem } from './projectFiles';
export { editDistance, closestName } from './didYouMean';
export { translationCoverage, type LanguageCoverage } from './translationCoverage';
export { formatProblems, type FlowProblem } from '../checkFlow';
