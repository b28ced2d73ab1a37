"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { api, toastError } from "@/lib/api/client";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { joinName } from "@/lib/people/names";
import type { PersonForm } from "@/lib/people/schemas";
import { FormCard } from "./form-card";
import { PERSON_FIELDS, PersonFields, type PersonValues } from "./person-fields";
import { showFieldErrors } from "./server-errors";

const SAVE_FAILED = "Failed to save admin.";

const resolver = lazyZodResolver<PersonValues, PersonForm>(() => import("@/lib/people/schemas").then((m) => m.personFormSchema));

type AdminFormProps = {
  /** The admin being edited (?mode=edit&adminId=); absent when adding. */
  admin?: PersonValues & { id: number };
};

/** SPEC.md §2 "Add/Edit Admin". A new admin is mailed an invitation to choose a password. */
export function AdminForm({ admin }: AdminFormProps) {
  const router = useRouter();
  const isEdit = admin !== undefined;
  const form = useForm<PersonValues, unknown, PersonForm>({
    resolver,
    defaultValues: {
      first_name: admin?.first_name ?? "",
      last_name: admin?.last_name ?? "",
      email: admin?.email ?? "",
      phone_number: admin?.phone_number ?? "",
    },
  });

  async function onValid(values: PersonForm) {
    const body = { ...values, username: joinName(values.first_name, values.last_name) };
    try {
      const { message } = isEdit
        ? await api("admin/update-admin-details", { method: "PUT", body: { ...body, id: admin.id } })
        : await api("admin/add-admin", { method: "POST", body });
      toast.success(message || (isEdit ? "Updated admin successfully!" : "Added admin successfully!"));
      router.push(isEdit ? `/admin/admin-details/${admin.id}` : "/admin");
      router.refresh();
    } catch (error) {
      showFieldErrors(error, form.setError, PERSON_FIELDS);
      toastError(error, SAVE_FAILED);
    }
  }

  return (
    <FormCard
      title={isEdit ? "Admin details" : "New admin"}
      description={isEdit ? "Update the admin's name and phone." : "The admin receives an e-mail to choose a password."}
      onSubmit={form.handleSubmit(onValid)}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={isEdit ? `/admin/admin-details/${admin.id}` : "/admin"}
    >
      <PersonFields form={form} isEdit={isEdit} />
    </FormCard>
  );
}
