export {
  parseMarkup,
  toPlainText,
  escapeMarkup,
  segmentCss,
  styleDefinition,
  TEXT_STYLES,
  STYLE_ORDER,
  type InlineStyle,
  type TextStyle,
  type Segment,
  type TextStyleDefinition,
  type SegmentCss,
} from '@advocacia/shared/text-styles/markup';
export { toggleStyle, type TextEdit } from './toggle';
export {
  fillPlaceholders,
  parseTemplate,
  placeholdersIn,
  placeholderToken,
  placeholderLabel,
  isKnownPlaceholder,
  PLACEHOLDERS,
  PLACEHOLDER_GROUP_LABELS,
  type PlaceholderDefinition,
  type PlaceholderValues,
  type FillOptions,
  type FillResult,
  type TemplatePart,
} from './placeholders';
export { chatPlaceholderValues, type SenderInfo } from './client-placeholders';
