import { TEMPLATE_SCHEMAS } from '../../shared/acts/families/template.js';
import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';
import {
  addFavourite,
  changeFavouriteState,
  favouriteList,
  favouritesOfType,
  openFavourite,
  removeFavourite,
  renameFavouriteOf,
  sortFavourites,
} from '../core/screens/index.js';

/** `v1/template/*`: favourites — saved selections of widgets, personal or public within the tenant. */
export const favouriteActs: ActTable = {
  'v1/template/add_widget_temp': { access: 'session', run: (args, { now }, caller) => addFavourite(caller, args, now) },
  'v1/template/get_widget_temp': {
    access: 'session',
    run: ({ _id, screen_id }, { now }, caller) => openFavourite(caller, _id, screen_id, now),
  },
  'v1/template/get_user_widget_temp_list': {
    access: 'session',
    run: (_a, _r, caller) => favouriteList(caller, 'personal'),
  },
  'v1/template/get_pub_widget_temp_list': {
    access: 'session',
    run: (_a, _r, caller) => favouriteList(caller, 'public'),
  },
  'v1/template/list': {
    access: 'session',
    run: async (_a, _r, caller) => [
      ...(await favouriteList(caller, 'personal')),
      ...(await favouriteList(caller, 'public')),
    ],
  },
  'v1/template/change_widget_temp_name': {
    access: 'session',
    run: ({ _id, name }, _r, caller) => renameFavouriteOf(caller, _id, name),
  },
  'v1/template/change_widget_temp_state': {
    access: 'session',
    run: ({ _id, state }, _r, caller) => changeFavouriteState(caller, _id, state),
  },
  'v1/template/delete_widget_temp': { access: 'session', run: ({ _id }, _r, caller) => removeFavourite(caller, _id) },
  'v1/template/sort_widget_temp': {
    access: 'session',
    run: ({ state, ids }, _r, caller) => sortFavourites(caller, state, ids),
  },
  'v1/template/get_style_by_widget_type': {
    access: 'session',
    run: ({ type }, _r, caller) => favouritesOfType(caller, type),
  },
};

// The act family on the wire stays `template` (docs/protocol.md#envelope); its function folder is `favourite` (infra/permissions.ts).
export const handler = familyHandler('template', favouriteActs, TEMPLATE_SCHEMAS);
