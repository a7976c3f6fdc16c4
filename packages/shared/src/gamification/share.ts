/**
 * LinkedIn's "Add to profile" link for a certification (its documented add-to-profile URL): the
 * form opens filled with the badge, the company, the month earned and the public award page.
 * `organizationName` is used since companies have no LinkedIn organisation id here.
 */
export function linkedInAddToProfileUrl(a: {
  name: string;
  organization: string;
  awardedAt: string;
  url: string;
  id: string;
}): string {
  const date = new Date(a.awardedAt);
  const q = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: a.name,
    organizationName: a.organization,
    issueYear: String(date.getUTCFullYear()),
    issueMonth: String(date.getUTCMonth() + 1),
    certUrl: a.url,
    certId: a.id,
  });
  return `https://www.linkedin.com/profile/add?${q.toString()}`;
}
