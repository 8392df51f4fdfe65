export { StyledTextEditor, type StyledTextEditorProps, type PlaceholderGroup } from './StyledTextEditor';
export { StyledTextView, type StyledTextViewProps } from './StyledTextView';
