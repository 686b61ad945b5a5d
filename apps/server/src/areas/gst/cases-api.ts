import type { GstClient, GstSession } from './gst-client';

/** Litserv: case tasks (additional notices), case folders and their items, case search, attachments. */

export type PortalCaseTask = Record<string, unknown> & {
  caseTaskId: number | string;
  caseId: number | string;
  arn?: string;
};
export type PortalFolder = Record<string, unknown> & { caseFolderId: number; caseFolderTypeCd: string };
export type PortalFolderItem = Record<string, unknown> & { itemId: number | string; itemJson: unknown };
export type PortalApplication = Record<string, unknown> & {
  arn: string;
  caseId: number | string;
  caseTypeCd: string;
};

const api = (path: string) => `/litserv/auth/api/${path}`;
const list = <T>(answer: T[] | null) => (Array.isArray(answer) ? answer : []);

export async function fetchCaseTasks(
  portal: GstClient,
  session: GstSession,
  gstin: string,
): Promise<PortalCaseTask[]> {
  return list(
    await portal.json<PortalCaseTask[]>(session, 'services', api('case/task/get'), {
      body: { gstIn: gstin },
    }),
  );
}

export async function fetchFolders(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  caseId: number | string,
  caseTypeCd: string,
): Promise<PortalFolder[]> {
  return list(
    await portal.json<PortalFolder[]>(session, 'services', api('case/folder'), {
      body: { caseId: Number(caseId), gstid: gstin, caseTypeCd },
    }),
  );
}

export async function fetchFolderItems(
  portal: GstClient,
  session: GstSession,
  caseFolderId: number,
): Promise<PortalFolderItem[]> {
  return list(
    await portal.json<PortalFolderItem[]>(session, 'services', api('case/folder/items'), {
      body: { caseFolderId },
    }),
  );
}

export async function searchApplications(
  portal: GstClient,
  session: GstSession,
  caseTypeCd: string,
  startDate: string,
  endDate: string,
): Promise<PortalApplication[]> {
  return list(
    await portal.json<PortalApplication[]>(session, 'services', api('case/search'), {
      body: { caseTypeCd, startDate, endDate },
    }),
  );
}

/** An attachment in two steps: a token per document of the case's ARN, then the download. */
export async function fetchCaseDocument(
  portal: GstClient,
  session: GstSession,
  arn: string,
  docId: string,
): Promise<Buffer> {
  const tokens = await portal.json<Record<string, string>>(session, 'services', api('usr/getEncrypDocIds'), {
    body: { arn, docIdList: [docId] },
  });
  const eh = tokens?.[docId];
  if (!eh) throw new Error(`No download token for document ${docId}`);
  return portal.file(session, 'services', '/downloadhb/download/new', { docId, arn, eh });
}
