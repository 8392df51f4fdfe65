// The holidays live in packages/shared (the backend's alert job counts business days too, issue 36).
export * from '@advocacia/shared/deadlines/holidays';
