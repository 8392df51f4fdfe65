/** Pickers shared by the forms of several features (events, reminders, layouts). */
export { ClientPicker, type ClientPickerProps } from './ClientPicker';
export { ProcessSelect } from './ProcessSelect';
export { StaffOptions } from './StaffOptions';
export { ResponsibleSelect } from './ResponsibleSelect';
