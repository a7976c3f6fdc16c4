import { definePermissions } from '../policy/define.ts';

export const CONSUMER_DISCIPLINE_PERMISSIONS = definePermissions({
  'consumer-disciplines:offer': {
    roles: ['manager', 'admin'],
    why: 'A supplier company offers one of its disciplines to a client company that lists it as supplier: its catalogue owners decide what leaves the tenant.',
  },
  'consumer-disciplines:list': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: '000 §2 My personalized disciplines: the staff of the receiving company see the disciplines offered to it.',
  },
  'consumer-disciplines:decide': {
    roles: ['manager', 'admin'],
    why: "Approve, disapprove, attach, detach, copy, edit or remove an offered discipline: what enters the company's catalogue is the catalogue owners' call.",
  },
});
