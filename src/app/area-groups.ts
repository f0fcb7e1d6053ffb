/** The sidebar's groups (spec section 2 "Shell"): neighbouring areas that fold together under one entry. */
import { CookingPot, Wallet } from 'lucide-react';
import type { AreaGroup } from './area-def';

export const kitchen: AreaGroup = { id: 'kitchen', labelId: 'nav.kitchen', icon: CookingPot };
export const subscriptions: AreaGroup = { id: 'subscriptions', labelId: 'nav.subscriptions', icon: Wallet };
