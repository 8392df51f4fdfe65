export { FormField } from './FormField';
export { MaskedInput } from './MaskedInput';
export { FormActions } from './FormActions';
export { ConfirmDialog } from './ConfirmDialog';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { DateInput } from './DateInput';
export { TimeInput } from './TimeInput';
export { DeleteRecordButton } from './DeleteRecordButton';
export { useRecordEditor, saveWithNotice, useFollowRecord, type RecordEditor } from './use-record-editor';
