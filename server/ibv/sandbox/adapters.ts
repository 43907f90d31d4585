// The providers this server offers: the two sandbox providers. A real provider's adapter joins this list.
import type { IbvProviderAdapter } from '../provider.ts';
import { sandboxAdapter } from './adapter.ts';
import { SANDBOX_BRANDS } from './brands.ts';

export const SANDBOX_ADAPTERS: readonly IbvProviderAdapter[] = SANDBOX_BRANDS.map(sandboxAdapter);
