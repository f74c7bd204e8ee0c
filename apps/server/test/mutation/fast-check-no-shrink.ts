import fc from 'fast-check';

// Mutation runs only ask whether a property fails, not for its smallest counterexample: without shrinking, a mutant
// a property kills is done at its first failing run instead of after hundreds of shrinking steps.
fc.configureGlobal({ endOnFailure: true });
