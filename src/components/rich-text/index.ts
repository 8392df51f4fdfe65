export { StyledTextEditor, type StyledTextEditorProps, type PlaceholderGroup } from './StyledTextEditor';
export { StyledTextView, type StyledTextViewProps } from './StyledTextView';
export { TextStyleToolbar, styleForKey, type TextStyleToolbarProps } from './TextStyleToolbar';
export { useSelectionAfterEdit } from './use-selection-after-edit';
export { PreviewPanel } from './PreviewPanel';
