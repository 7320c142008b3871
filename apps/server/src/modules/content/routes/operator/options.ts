import { UPLOAD_ROUTE } from '../../../../lib/uploads';

/** What every operator content route shares: the `content.edit` permission and its tag. */
export const editor = { config: { access: 'content.edit' } } as const;
/** An upload route (its body limit and multipart scope) that also needs `content.edit`. */
export const editorUpload = { config: { ...UPLOAD_ROUTE.config, access: 'content.edit' } } as const;
export const tags = ['content'];

/** `idParamsSchema` keeps the id as its digits; the queries take a number. */
export const rowId = (params: { id: string }) => Number(params.id);
