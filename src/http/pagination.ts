export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export const pageOffset = ({ pageNumber, pageSize }: PageRequest) => (pageNumber - 1) * pageSize;

export function pageInfo({ pageNumber, pageSize }: PageRequest, totalCount: number) {
  return { totalCount, pageNumber, pageSize, totalPages: Math.ceil(totalCount / pageSize) };
}
