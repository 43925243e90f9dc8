# corpus: CWE-95 vulnerable — the rake argument is spliced into lambda source and evaluated with eval.
# frozen_string_literal: true

namespace :contacts do
  desc "Backfill a contact attribute: rake contacts:backfill[attribute,expression]"
  task :backfill, %i[attribute expression] => :environment do |_t, args|
    attribute = args[:attribute] or abort("attribute required")
    abort("unknown attribute #{attribute}") unless Contact.column_names.include?(attribute)

    transform = eval("->(contact) { #{args[:expression]} }")
    updated = 0
    Contact.find_each do |contact|
      contact.update_column(attribute, transform.call(contact))
      updated += 1
    end
    puts "updated #{updated} contacts"
  end
end
