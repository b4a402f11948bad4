import type { ReferenceAgentInput, StaffReferenceAgent, StaffReferenceAgentsResponse } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { staffAuditEntry } from '../shared/staff-audit';
import { ReferenceAgentAdminRepository } from './reference-agent-admin.repository';

type AgentRow = Awaited<ReturnType<ReferenceAgentAdminRepository['agents']>>[number];

function agentOf(r: AgentRow): StaffReferenceAgent {
  return {
    id: r.id,
    pricePolicyId: r.price_policy_id,
    reference1: r.reference1,
    reference2: r.reference2,
    quantity: r.quantity,
    isActive: Number(r.is_active) === 1,
  };
}

/**
 * Reference-prompt agents as the back office manages them (issue 13): the hotels and agents whose guests buy a ticket
 * type that asks for a reference, and the tickets each may be sold. An agent is deactivated, never deleted (tickets
 * sold with its reference point at it); the cart accepts only active agents' references, on its next call.
 */
export class ReferenceAgentAdminService {
  constructor(
    private readonly repository: ReferenceAgentAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<StaffReferenceAgentsResponse, 'businessId'>> {
    const [agents, ticketTypes] = await Promise.all([this.repository.agents(businessId), this.repository.referenceTicketTypes(businessId)]);
    return { agents: agents.map(agentOf), ticketTypes: ticketTypes.map((t) => ({ id: t.id, nameHe: t.name_he, nameEn: t.name_en })) };
  }

  async get(businessId: number, id: number): Promise<StaffReferenceAgent> {
    const [row] = await this.repository.agents(businessId, id);
    if (!row) {
      throw (await this.repository.ownerOf(id)) === null
        ? new KupaError('REFERENCE_OPTION_NOT_FOUND', { field: 'agentId', id })
        : new KupaError('FORBIDDEN', { field: 'agentId', id });
    }
    return agentOf(row);
  }

  /**
   * Adds (id null) or changes an agent. Its ticket type must be the business's and ask for a reference (400
   * VALIDATION_ERROR, field body.pricePolicyId); its reference must not be another agent's of that ticket type, whatever
   * the case (field body.reference1), since the cart tells them apart by it.
   */
  async save(businessId: number, id: number | null, input: ReferenceAgentInput, actorId: number): Promise<StaffReferenceAgent> {
    const before = id === null ? null : await this.get(businessId, id);
    const ticketTypes = await this.repository.referenceTicketTypes(businessId);
    if (!ticketTypes.some((t) => t.id === input.pricePolicyId)) throw new KupaError('VALIDATION_ERROR', { field: 'body.pricePolicyId' });
    if (await this.repository.referenceTaken(input.pricePolicyId, input.reference1, id))
      throw new KupaError('VALIDATION_ERROR', { field: 'body.reference1' });
    const values = {
      price_policy_id: input.pricePolicyId,
      reference1: input.reference1,
      reference2: input.reference2 || null,
      quantity: input.quantity,
      is_active: input.isActive ? 1 : 0,
    };
    const saved = await this.repository.save(businessId, id, values, this.clock.now().toISOString(), (entityId) =>
      staffAuditEntry(this.clock, actorId, {
        action: before ? 'reference-agent.changed' : 'reference-agent.created',
        entity: 'reference-agent',
        entityId,
        data: before ? { before, after: input } : { after: input },
      }),
    );
    return this.get(businessId, saved);
  }
}

export function createReferenceAgentAdmin(database: DatabaseHandle, clock: Clock): ReferenceAgentAdminService {
  return new ReferenceAgentAdminService(new ReferenceAgentAdminRepository(database.db, database.dialect), clock);
}
