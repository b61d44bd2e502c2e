// Column defaults fixed by the spec, shared by the schema, the seed and the services.

/** spec part 2 §3: the default enhancement tone. */
export const DEFAULT_ENHANCEMENT_TONE = 'professional';
/** spec part 2 §3: the default enhanceable fields. */
export const DEFAULT_ENHANCEMENT_FIELDS = ['short_description', 'long_description', 'attributes'];
/** spec part 2 §3: the default custom instructions. */
export const DEFAULT_CUSTOM_INSTRUCTIONS = 'Focus on technical specifications and manufacturing details';
