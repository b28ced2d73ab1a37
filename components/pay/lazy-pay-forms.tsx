"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Driver pay's forms, server-rendered and posting to their server actions before their code is here.
export const PayRuleForm = lazyPart(() => import("./pay-rule-form").then((m) => m.PayRuleForm));
export const PayStatementForm = lazyPart(() => import("./pay-statement-form").then((m) => m.PayStatementForm));
