import { partnerDependencies } from "@web/services/inquiryDependencies";
import { postPartnerInquiry } from "@web/api/partner";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return postPartnerInquiry(request, partnerDependencies, "v3/partner/lead");
}
