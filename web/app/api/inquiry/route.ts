import { postInquiry } from "@web/api/inquiry";
import { inquiryDependencies } from "@web/services/inquiryDependencies";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return postInquiry(request, inquiryDependencies);
}
