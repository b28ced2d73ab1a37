"use client";

import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/ui/action-form";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { addAdminAction, updateAdminAction, type SavedPerson } from "@/lib/people/actions";
import type { PersonForm } from "@/lib/people/schemas";
import { FormCard } from "./form-card";
import { PersonFields, type PersonValues } from "./person-fields";

const resolver = lazyZodResolver<PersonValues, PersonForm>(() => import("@/lib/people/schemas").then((m) => m.personFormSchema));

type AdminFormProps = {
  /** The admin being edited (?mode=edit&adminId=); absent when adding. */
  admin?: PersonValues & { id: number };
};

/** SPEC.md §2 "Add/Edit Admin". A new admin is mailed an invitation to choose a password. */
export function AdminForm({ admin }: AdminFormProps) {
  const router = useRouter();
  const isEdit = admin !== undefined;
  const { form, registerField, hiddenInputs, formProps, isPending } = useActionForm<PersonValues, PersonForm, SavedPerson>({
    action: isEdit ? updateAdminAction : addAdminAction,
    resolver,
    defaultValues: {
      first_name: admin?.first_name ?? "",
      last_name: admin?.last_name ?? "",
      email: admin?.email ?? "",
      phone_number: admin?.phone_number ?? "",
    },
    hidden: isEdit ? { id: admin.id } : undefined,
    onSuccess: () => router.push(isEdit ? `/admin/admin-details/${admin.id}` : "/admin"),
  });

  return (
    <FormCard
      title={isEdit ? "Admin details" : "New admin"}
      description={isEdit ? "Update the admin's name and phone." : "The admin receives an e-mail to choose a password."}
      formProps={formProps}
      isSubmitting={isPending}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={isEdit ? `/admin/admin-details/${admin.id}` : "/admin"}
    >
      {hiddenInputs}
      <PersonFields form={form} registerField={registerField} isEdit={isEdit} />
    </FormCard>
  );
}
