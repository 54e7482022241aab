// The explainer uses the home blocks' shared layout as it is.
export * from '../featureBlockStyles';
