import {
  adsResponseSchema,
  publicStoreResponseSchema,
  storeBranchesResponseSchema,
  storeBranchResponseSchema,
  storeCompanyResponseSchema,
  storeMembersResponseSchema,
  storeOkResponseSchema,
  storeResponseSchema,
  type AdsPage,
  type AdSort,
  type AdStatus,
  type MyStore,
  type PublicStore,
  type StoreBranch,
  type StoreBranchInput,
  type StoreCompanyProfile,
  type StoreCompanyProfileInput,
  type StoreInviteInput,
  type StoreMember,
  type StoreCreateInput,
  type StoreHours,
  type StoreProfileInput,
} from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Stores (issue 17, ADR 0043): creating one and its profile, for its members. */
export interface StoreCalls {
  /** POST {api}/me/stores: a new store owned by the member. */
  create(input: StoreCreateInput): Promise<MyStore>;
  /** GET {api}/me/stores/{id}: the store, for its active members. */
  get(storeId: string): Promise<MyStore>;
  /** PUT {api}/me/stores/{id}: its profile, by its owner or a manager. */
  update(storeId: string, input: StoreProfileInput): Promise<MyStore>;
  /** PUT {api}/me/stores/{id}/username: a new address for the store, by its owner. */
  changeUsername(storeId: string, username: string): Promise<MyStore>;
  /** PUT {api}/me/stores/{id}/hours: its business hours (ADR 0044). */
  setHours(storeId: string, hours: StoreHours): Promise<MyStore>;
  /** GET {api}/me/stores/{id}/members: everyone in the store, with role and status. */
  members(storeId: string): Promise<StoreMember[]>;
  /** POST {api}/me/stores/{id}/members: invites a member by username, phone or email. */
  invite(storeId: string, input: StoreInviteInput): Promise<void>;
  /** DELETE {api}/me/stores/{id}/members/{userId}: takes a member out, or cancels an invitation. */
  removeMember(storeId: string, userId: string): Promise<void>;
  /** POST {api}/me/stores/{id}/invitation: the invitee accepts or declines. */
  answer(storeId: string, accept: boolean): Promise<void>;
  /** POST {api}/me/stores/{id}/leave: the member leaves the store. */
  leave(storeId: string): Promise<void>;
  /**
   * GET {api}/me/stores/{id}/ads: one keyset page of the store's ads (all for its owner and
   * managers, those assigned to them for staff; ADR 0045).
   */
  ads(
    storeId: string,
    query: { status?: AdStatus; sort?: AdSort; cursor?: string; limit?: number },
  ): Promise<AdsPage>;
  /** GET {api}/stores/{username}: the store's public page; unknown: 404. */
  publicProfile(username: string): Promise<PublicStore>;
  /** GET {api}/me/stores/{id}/branches: the store's branches in order (ADR 0047). */
  branches(storeId: string): Promise<StoreBranch[]>;
  /** GET {api}/me/stores/{id}/branches/{branchId}: one branch of the store. */
  branch(storeId: string, branchId: string): Promise<StoreBranch>;
  /** POST {api}/me/stores/{id}/branches: a new branch, by the owner or a manager. */
  addBranch(storeId: string, input: StoreBranchInput): Promise<StoreBranch>;
  /** PUT {api}/me/stores/{id}/branches/{branchId}: changes a branch. */
  updateBranch(storeId: string, branchId: string, input: StoreBranchInput): Promise<StoreBranch>;
  /** DELETE {api}/me/stores/{id}/branches/{branchId}: deletes a branch. */
  removeBranch(storeId: string, branchId: string): Promise<void>;
  /**
   * PUT {api}/me/stores/{id}/{logo|cover|watermark}, multipart (for the watermark an optional
   * `opacity` before the file `file`): the store with its new picture (ADR 0046).
   */
  setPicture(
    storeId: string,
    kind: StorePictureKind,
    file: Blob,
    fileName: string,
    options?: { opacity?: number },
  ): Promise<MyStore>;
  /** DELETE {api}/me/stores/{id}/{logo|cover|watermark}: the picture removed. */
  removePicture(storeId: string, kind: StorePictureKind): Promise<MyStore>;
  /** PUT {api}/me/stores/{id}/watermark/opacity: the watermark's opacity (0–100 %). */
  setWatermarkOpacity(storeId: string, opacity: number): Promise<MyStore>;
  /** GET {api}/me/stores/{id}/company: its company profile for job seekers (ADR 0051). */
  company(storeId: string): Promise<StoreCompanyProfile>;
  /** PUT {api}/me/stores/{id}/company: the whole company profile, by its owner or a manager. */
  setCompany(storeId: string, input: StoreCompanyProfileInput): Promise<StoreCompanyProfile>;
}

/** A store's pictures (ADR 0046). */
export type StorePictureKind = 'logo' | 'cover' | 'watermark';

/** Checking and storing a picture takes longer than an ordinary call. */
const PICTURE_TIMEOUT_MS = 60_000;

export function storeCalls({ request }: Transport): StoreCalls {
  const store = (id: string) => `me/stores/${encodeURIComponent(id)}`;
  const branch = (id: string, branchId: string) =>
    `${store(id)}/branches/${encodeURIComponent(branchId)}`;
  return {
    create: (input) =>
      dataOf(request('POST', 'api', 'me/stores', { json: input, schema: storeResponseSchema })),
    get: (id) => dataOf(request('GET', 'api', store(id), { schema: storeResponseSchema })),
    update: (id, input) =>
      dataOf(request('PUT', 'api', store(id), { json: input, schema: storeResponseSchema })),
    changeUsername: (id, username) =>
      dataOf(
        request('PUT', 'api', `${store(id)}/username`, {
          json: { username },
          schema: storeResponseSchema,
        }),
      ),
    setHours: (id, hours) =>
      dataOf(
        request('PUT', 'api', `${store(id)}/hours`, { json: hours, schema: storeResponseSchema }),
      ),
    members: (id) =>
      dataOf(request('GET', 'api', `${store(id)}/members`, { schema: storeMembersResponseSchema })),
    async invite(id, input) {
      await request('POST', 'api', `${store(id)}/members`, {
        json: input,
        schema: storeOkResponseSchema,
      });
    },
    async removeMember(id, userId) {
      await request('DELETE', 'api', `${store(id)}/members/${encodeURIComponent(userId)}`, {
        schema: storeOkResponseSchema,
      });
    },
    async answer(id, accept) {
      await request('POST', 'api', `${store(id)}/invitation`, {
        form: { accept },
        schema: storeOkResponseSchema,
      });
    },
    async leave(id) {
      await request('POST', 'api', `${store(id)}/leave`, { schema: storeOkResponseSchema });
    },
    ads: (id, query) =>
      request('GET', 'api', `${store(id)}/ads`, { query: { ...query }, schema: adsResponseSchema }),
    publicProfile: (username) =>
      dataOf(
        request('GET', 'api', `stores/${encodeURIComponent(username)}`, {
          schema: publicStoreResponseSchema,
        }),
      ),
    branches: (id) =>
      dataOf(
        request('GET', 'api', `${store(id)}/branches`, { schema: storeBranchesResponseSchema }),
      ),
    branch: (id, branchId) =>
      dataOf(request('GET', 'api', branch(id, branchId), { schema: storeBranchResponseSchema })),
    addBranch: (id, input) =>
      dataOf(
        request('POST', 'api', `${store(id)}/branches`, {
          json: input,
          schema: storeBranchResponseSchema,
        }),
      ),
    updateBranch: (id, branchId, input) =>
      dataOf(
        request('PUT', 'api', branch(id, branchId), {
          json: input,
          schema: storeBranchResponseSchema,
        }),
      ),
    async removeBranch(id, branchId) {
      await request('DELETE', 'api', branch(id, branchId), { schema: storeOkResponseSchema });
    },
    setPicture(id, kind, file, fileName, options = {}) {
      const form = new FormData();
      // The fields first: the API reads them before the file.
      if (options.opacity !== undefined) form.append('opacity', String(options.opacity));
      form.append('file', file, fileName);
      return dataOf(
        request('PUT', 'api', `${store(id)}/${kind}`, {
          form,
          schema: storeResponseSchema,
          timeout: PICTURE_TIMEOUT_MS,
        }),
      );
    },
    removePicture: (id, kind) =>
      dataOf(request('DELETE', 'api', `${store(id)}/${kind}`, { schema: storeResponseSchema })),
    setWatermarkOpacity: (id, opacity) =>
      dataOf(
        request('PUT', 'api', `${store(id)}/watermark/opacity`, {
          json: { opacity },
          schema: storeResponseSchema,
        }),
      ),
    company: (id) =>
      dataOf(request('GET', 'api', `${store(id)}/company`, { schema: storeCompanyResponseSchema })),
    setCompany: (id, input) =>
      dataOf(
        request('PUT', 'api', `${store(id)}/company`, {
          json: input,
          schema: storeCompanyResponseSchema,
        }),
      ),
  };
}
