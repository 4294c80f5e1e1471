/** A JSON response as the server would send it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The server's one error shape (SPEC §2). */
export function errorResponse(status: number, message: string, code = 'ERROR', extra: object = {}): Response {
  return jsonResponse(status, { statusCode: status, error: 'Error', message, code, ...extra })
}

/** The path and options of the nth call to a mocked fetch. */
export function fetchCall(
  fetchMock: { mock: { calls: unknown[][] } },
  index: number,
): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const call = fetchMock.mock.calls[index]
  if (!call) throw new Error(`fetch was not called ${index + 1} times`)
  return { url: String(call[0]), init: call[1] as RequestInit & { headers: Record<string, string> } }
}
