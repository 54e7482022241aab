export {
  BlockInner,
  BlockLead,
  BlockSection,
  BlockTitle,
  Feature,
  FeatureBadge,
  FeatureList,
  FeatureText,
  FeatureTitle,
} from '../featureBlockStyles';
