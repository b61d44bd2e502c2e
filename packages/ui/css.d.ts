// The type of Curate's stylesheet exports ('@curate/ui/styles.css' and the others): a side-effect import has
// nothing to name, so TypeScript 6, which checks that side-effect imports resolve, needs no '*.css' declaration.
export {};
