import { memoryStore } from './memory-store.js';
import { describeStoreContract } from './store-contract.js';

describeStoreContract('the memory store', async () => {
  const { store, data } = memoryStore();
  return {
    store,
    async seed({ users = [], teams = [] }) {
      for (const { userId, name, email, tenants } of users)
        data.users.set(userId, { name, email, tenants: [...tenants] });
      for (const team of teams) data.teams.set(`${team.tenantId}/${team.teamId}`, { ...team });
    },
  };
});
