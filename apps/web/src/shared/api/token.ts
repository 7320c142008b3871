import { ACCESS_TOKEN_KEY } from '@member/shared';
import { createTokenStore } from '@member/web-kit';

const store = createTokenStore(ACCESS_TOKEN_KEY);

export const getAccessToken = store.get;
export const setAccessToken = store.set;
export const clearAccessToken = store.clear;
export const memberToken = store;
